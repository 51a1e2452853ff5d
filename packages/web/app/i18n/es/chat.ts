import type { Catalogue } from "../catalogue-types";

// Chat with customer service (decision 074), translated at render (decision 041).
export default {
  "Loading chat…": "Cargando el chat…",
  "Chat is not available right now. Please call us or try again later.":
    "El chat no está disponible en este momento. Llámenos o inténtelo más tarde.",
  "Close chat": "Cerrar el chat",
  "Sign in to chat with us.": "Inicie sesión para chatear con nosotros.",
  Conversation: "Conversación",
  "Ask us anything: a customer service rep answers here.":
    "Pregúntenos lo que quiera: un representante de servicio al cliente le responde aquí.",
  "{{name}}, customer service": "{{name}}, servicio al cliente",
  "Your message": "Su mensaje",
  Send: "Enviar",
  "Your message was not sent. Please try again.": "Su mensaje no se envió. Inténtelo de nuevo.",
  "text: write a message.": "Escriba un mensaje.",
  "text: a message is at most 1000 characters.": "Un mensaje tiene como máximo 1000 caracteres.",
  "Too many chat messages. Please wait 1 minute and try again.":
    "Demasiados mensajes de chat. Espere 1 minuto e inténtelo de nuevo.",
  // the reps' page
  "Customer chats": "Chats de clientes",
  "Customer chats | Quire": "Chats de clientes | Quire",
  "Only customer service reps answer chats.": "Solo los representantes de servicio al cliente responden los chats.",
  Conversations: "Conversaciones",
  "No one has written yet.": "Nadie ha escrito todavía.",
  "Waiting for an answer": "Espera una respuesta",
  "Chat with {{name}}": "Chat con {{name}}",
  "Your answer": "Su respuesta",
  "Send answer": "Enviar respuesta",
  "Choose a conversation to answer.": "Elija una conversación para responder.",
} satisfies Catalogue;
