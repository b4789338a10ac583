// The studio profile, parsed once at start. Errors are one readable paragraph.
export { ConfigError } from "./errors.js";
export {
  loadProfile,
  type PublicStudioProfile,
  pictureUrl,
  profilePictureFiles,
  publicProfile,
  type StudioProfile,
} from "./profile.js";
