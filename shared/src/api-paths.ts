/** API paths used by the server routes and the web client. */
export const API = {
  health: '/api/health',
  csrf: '/api/csrf',
  menuItems: '/api/menu-items',
  foodItems: '/api/food-items',
  buffetItems: '/api/buffet-items',
  restaurantInfoCurrent: '/api/restaurant-info/current',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  adminUsers: '/api/admin/users',
  adminUser: (id: number | string) => `/api/admin/users/${id}`,
} as const;
