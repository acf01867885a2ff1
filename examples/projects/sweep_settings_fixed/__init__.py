"""The sweep's sample count as a static field (`struct.field(pytree_node=False)`): jit
keeps it a Python int, and each count compiles its own estimate."""
