import { type ComponentType, createContext, useContext } from "react";
import { FastLink } from "./fast-link";

// The header's "Chat" (actionType chat) belongs to the layout feature, the chat to the chat
// feature; features do not import one another, so root.tsx hands the header the feature's opener
// through this context (decision 074). Without a provider it is the plain link to the help page.

/** where "Chat" goes without JavaScript: the help page's ways to reach us */
export const HELP_PATH = "/help";
export const CHAT_ACTION = "chat";

export interface ChatOpenerProps {
  text: string;
  className?: string;
  /** the chat opened (a menu holding the link closes) */
  onFollow?: () => void;
}

function PlainChatLink({ text, className, onFollow }: ChatOpenerProps) {
  return (
    <FastLink to={HELP_PATH} className={className} onClick={onFollow}>
      {text}
    </FastLink>
  );
}

export interface ChatSurfaces {
  ChatOpener: ComponentType<ChatOpenerProps>;
}

const ChatSurfacesContext = createContext<ChatSurfaces>({ ChatOpener: PlainChatLink });

export const ChatSurfacesProvider = ChatSurfacesContext.Provider;

export function useChatSurfaces(): ChatSurfaces {
  return useContext(ChatSurfacesContext);
}
