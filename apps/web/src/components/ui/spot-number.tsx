import { Fragment, type ReactNode } from 'react';

// Browsers may break a line after a hyphen, so in a narrow card 'A-01' read 'A-' / '01' (issue 13). A spot number
// is one word wherever it is shown; data-spot-number lets the journeys measure that it stays on one line.

/** A spot number ('A-01') that never breaks across lines. */
export function SpotNumber({ children }: { children: string }) {
  return (
    <span data-spot-number style={{ whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}

/** Stands for the spot number in a translation; a character no translation or name contains (invisible separator). */
export const SPOT_PLACEHOLDER = '\u2063';

/**
 * A translated sentence with a spot number in it ('Spot A-01 · Marszałkowska 10'), the number kept whole: translate
 * it with SPOT_PLACEHOLDER as the number, and this puts the number back where the translation placed it.
 */
export function WithSpotNumber({ text, number }: { text: string; number: string }): ReactNode {
  const [first = '', ...rest] = text.split(SPOT_PLACEHOLDER);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // The parts of one text never change places: their index is their identity.
        <Fragment key={index}>
          <SpotNumber>{number}</SpotNumber>
          {part}
        </Fragment>
      ))}
    </>
  );
}
