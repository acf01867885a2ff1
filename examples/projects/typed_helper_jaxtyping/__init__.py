"""A jitted step calling a typed helper of another module (a parameter typed with jaxtyping's `Float[Array, "b c"]`)."""
