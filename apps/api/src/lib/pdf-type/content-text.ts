// Content stream text written directly (decisions 125 and 135): pdf-lib's operators make an object per number and
// write each number through a slow converter, which costs as much as the rest of a page.
import { numberToString, PDFOperator, type PDFOperatorNames } from 'pdf-lib';

/** A number as pdf-lib writes it (numberToString, which only differs from String for exponents). */
export function pdfNumber(value: number): string {
  const magnitude = Math.abs(value);
  return magnitude === 0 || (magnitude >= 1e-6 && magnitude < 1e21) ? String(value) : numberToString(value);
}

/**
 * Operators already written as text, one per line, as one operator: a content stream writes it as it would write
 * each of them (pdf-lib ends every operator with a newline).
 */
export function rawOperators(lines: string[]): PDFOperator {
  return PDFOperator.of(lines.join('\n') as PDFOperatorNames);
}
