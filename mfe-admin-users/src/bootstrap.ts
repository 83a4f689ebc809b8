export { default as UsersApp } from './app/users-app';
export { default as AccountApp } from './app/account-app';
