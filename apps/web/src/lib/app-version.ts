/** The app version shown on the login page and sent as the app-version header. */
export const APP_VERSION = '4.6.70.1488';
