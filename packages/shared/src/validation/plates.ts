// Registration plates (issue 13): a Polish plate follows the Polish rules; a foreign one, which the driver marks
// as such, only looser ones. Both are read in their stored form: capitals and digits, no spaces or dashes.

/**
 * The first letter of a Polish plate: a voivodeship (B podlaskie, C kujawsko-pomorskie, D dolnośląskie,
 * E łódzkie, F lubuskie, G pomorskie, K małopolskie, L lubelskie, N warmińsko-mazurskie, O opolskie,
 * P wielkopolskie, R podkarpackie, S śląskie, T świętokrzyskie, W mazowieckie, Z zachodniopomorskie), or H and U,
 * the services' and the army's plates, which share the shape.
 */
const FIRST = '[BCDEFGHKLNOPRSTUWZ]';

/**
 * A Polish plate, 4 to 8 characters: an area code of one to three letters, then the resource part, which holds a
 * digit. After one or two letters (an individual plate "W0 ABC", a city "WA 12345") the resource part starts
 * with a digit; after a district's three letters it may start with one or two letters ("WPI A123", "WPI AB12").
 */
const POLISH = new RegExp(`^(?=[A-Z0-9]{4,8}$)${FIRST}(?:[A-Z]?\\d|[A-Z]{2}[A-Z]{0,2}\\d)[A-Z0-9]*$`);

/** A foreign plate: 2–10 Latin letters and digits with both (EU plates have at most 8 or 9; a little room). */
const FOREIGN = /^(?=.*[A-Z])(?=.*\d)[A-Z0-9]{2,10}$/;

export function isPolishPlate(normalized: string): boolean {
  return POLISH.test(normalized);
}

export function isForeignPlate(normalized: string): boolean {
  return FOREIGN.test(normalized);
}
