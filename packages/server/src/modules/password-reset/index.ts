// The password-reset module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { setPasswordHash } from "./password-reset.repository";
export { PasswordResetService } from "./password-reset.service";
