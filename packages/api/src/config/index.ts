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
export {
  type CleanedPicture,
  PictureRefused,
  type PictureWorkshop,
  UPLOADED_PICTURES_URL,
  uploadedPictureName,
  uploadedPictureUrls,
} from "./uploaded-pictures.js";
