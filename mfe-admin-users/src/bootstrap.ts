export { default as UsersApp } from './app/users-app';
