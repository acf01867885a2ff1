"""Streaming text sampler: a windowed MLP language model driven by lax.while_loop."""
