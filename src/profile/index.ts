/** My profile and its edit form (src/screens.ts loads them lazily). */
export { default as EditProfilePage } from './EditProfilePage';
export { default as MyProfilePage } from './MyProfilePage';
