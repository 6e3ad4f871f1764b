export const registrationKeys = {
  captcha: (baseUrl: string) => ['registration', 'captcha', baseUrl] as const,
};
