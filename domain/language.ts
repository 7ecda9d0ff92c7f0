/** The two languages of the app, server answers and stored preferences alike. */
export type Language = 'en' | 'ar';
