/** A batch of numbers as a short list: all of a few, otherwise the first two and the last ("A-01, A-02 … A-20"). */
export function previewList(numbers: readonly string[]): string {
  if (numbers.length <= 4) return numbers.join(', ');
  return `${numbers[0]}, ${numbers[1]} … ${numbers[numbers.length - 1]}`;
}
