// Jest stand-in for CSS imports: components import their stylesheets, which only Vite understands.
export default {};
