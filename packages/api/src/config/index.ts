// The studio profile, parsed once at start, and the process's settings. Errors are one readable paragraph.
export { ConfigError, describeIssues } from "./errors.js";
export { DEFAULT_LIMITS } from "./limits.js";
export {
  loadProfile,
  type PictureInfo,
  type PublicStudioProfile,
  pictureUrl,
  profilePictureFiles,
  publicProfile,
  type StudioProfile,
} from "./profile.js";
export {
  type CleanedPicture,
  PictureRefused,
  type PictureWorkshop,
  UPLOADED_PICTURES_URL,
  uploadedPictureName,
  uploadedPictureUrls,
} from "./uploaded-pictures.js";
export { StartupError } from "./startup-error.js";
