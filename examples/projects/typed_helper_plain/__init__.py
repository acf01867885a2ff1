"""A jitted step calling a typed helper of another module (an unannotated parameter)."""
