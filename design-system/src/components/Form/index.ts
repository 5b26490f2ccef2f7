export { Form } from './Form';
export type { FormProps } from './Form';
export { formWidths } from './Form.css';
export type { FormWidth } from './Form.css';
