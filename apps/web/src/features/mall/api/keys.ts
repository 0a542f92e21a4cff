export const mallKey = ['mall'] as const;
export const favouritesKey = [...mallKey, 'favourites'] as const;
export const followsKey = [...mallKey, 'follows'] as const;
