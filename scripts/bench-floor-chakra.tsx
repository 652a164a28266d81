/**
 * `npm run bench` only: the second floor under the portal's starts. Over the first floor, it
 * loads the portal's library chunk (Chakra, the router, the queries, Dexie), creates a Chakra
 * system with Chakra's own tokens and the heading recipe, and draws one Chakra heading: the
 * libraries' part of every start, before any of the portal's own work (its brand theme,
 * catalog, router, session and screen).
 */
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig, Heading } from '@chakra-ui/react'
import { headingRecipe, semanticTokens, tokens } from '@chakra-ui/react/theme'
import { createRoot } from 'react-dom/client'

const system = createSystem(defaultBaseConfig, defineConfig({ theme: { tokens, semanticTokens, recipes: { heading: headingRecipe } } }))

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <Heading as="h1" size="lg">
      Alumno y carrera
    </Heading>
  </ChakraProvider>,
)
