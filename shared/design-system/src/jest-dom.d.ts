// jest.setup-web.ts loads the jest-dom matchers at run time but is outside tsconfig's include,
// so the type checker would not know them. Harmless if the repo adds the same reference at the root.
/// <reference types="@testing-library/jest-dom" />
