/**
 * The built-in icon set: stroke outlines on a 24 x 24 grid, drawn with `currentColor` so an
 * icon takes its colour from the Icon's `color` (or the surrounding text).
 */
export const iconPaths = {
  close: ['M6 6l12 12', 'M18 6L6 18'],
  cart: [
    'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2',
    'M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
    'M17 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-5-5'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  'chevrons-up-down': ['M8 9l4-4 4 4', 'M8 15l4 4 4-4'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  calendar: [
    'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    'M4 10h16',
    'M8 3v4',
    'M16 3v4',
  ],
  'sign-out': ['M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5', 'M15 16l4-4-4-4', 'M19 12H9'],
  building: [
    'M5 21V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v16',
    'M15 10h3a1 1 0 0 1 1 1v10',
    'M3 21h18',
    'M8 8h3',
    'M8 12h3',
    'M8 16h3',
  ],
  inbox: ['M4 13l2.5-8h11L20 13v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z', 'M4 13h5l1 2h4l1-2h5'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5v.5'],
  warning: ['M12 3L2 20h20z', 'M12 10v4', 'M12 17v.5'],
  error: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9 9l6 6', 'M15 9l-6 6'],
  success: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 12l3 3 5-6'],
  spinner: ['M12 3a9 9 0 1 0 9 9'],
} as const satisfies Record<string, readonly string[]>;

/** The names of the icons `Icon` can draw. */
export type IconName = keyof typeof iconPaths;
