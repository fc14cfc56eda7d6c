import { CheckBox, Document, Packer, Paragraph, TextRun } from 'docx'
import { writeFileSync } from 'node:fs'
const doc = new Document({ sections: [{ children: [new Paragraph({ style: 'Big', children: [new CheckBox({ checked: false, checkedState: { value: '2612', font: 'Segoe UI Symbol' }, uncheckedState: { value: '2610', font: 'Segoe UI Symbol' } }), new TextRun({ text: ' item', size: 22 })] })] }],
  styles: { paragraphStyles: [{ id: 'Big', name: 'Big', run: { size: 32 } }] } })
writeFileSync('/tmp/exp/cb.docx', await Packer.toBuffer(doc))
