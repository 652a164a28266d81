import type { Portal } from '@/contract/common'

type Scale = Record<'50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900', { value: string }>

const scale = (hex: string[]): Scale =>
  Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((k, i) => [k, { value: hex[i] }]),
  ) as Scale

export interface Brand {
  /** Name shown in the header and the document title. */
  name: string
  /** Logo file in `public/brands/`. */
  logo: string
  /** Theme colour for the browser UI. */
  themeColor: string
  palette: Scale
}

/** Brand look per portal value. Colours chosen for 4.5:1 contrast of white text on 600/700. */
export const brands: Record<Portal, Brand> = {
  uvm: {
    name: 'UVM',
    logo: `${import.meta.env.BASE_URL}brands/uvm.svg`,
    themeColor: '#b3102c',
    palette: scale(['#fdecef', '#f9d0d7', '#f2a1af', '#e86b80', '#d93a55', '#c41d3a', '#b3102c', '#8f0c23', '#6e0a1b', '#4d0713']),
  },
  unitec: {
    name: 'UNITEC',
    logo: `${import.meta.env.BASE_URL}brands/unitec.svg`,
    themeColor: '#0a3d7a',
    palette: scale(['#e8f0fa', '#c9dcf3', '#9dbfe8', '#6b9ddb', '#3f7ccb', '#1f5fb0', '#134d97', '#0a3d7a', '#082f5e', '#052042']),
  },
}
