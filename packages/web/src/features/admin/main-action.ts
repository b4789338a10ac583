/**
 * A screen's main action (its form's submit) is at least 44 px tall on a phone, a thumb's target;
 * from `sm` up it keeps Mantine's height. Spread onto the Button: `<Button {...MAIN_ACTION}>`.
 */
export const MAIN_ACTION = { mih: { base: 44, sm: 0 } } as const;
