import { execFile } from 'node:child_process';


/**
 * A PDF's text as a reader's tool extracts it (poppler's pdftotext, lines as laid out on the page; installed by
 * scripts/ensure-test-tools.sh), whitespace folded; and the fonts it embeds (pdffonts).
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { stdout } = await runWithInput('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf);
  return stdout.replace(/\s+/g, ' ').trim();
}

export async function pdfFontNames(pdf: Buffer): Promise<string> {
  const { stdout } = await runWithInput('pdffonts', ['-'], pdf);
  return stdout;
}

function runWithInput(command: string, args: string[], input: Buffer): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 }, (error, stdout) => (error ? reject(new Error(`${command} failed: ${error.message}`)) : resolve({ stdout })));
    child.stdin!.end(input);
  });
}
