"""Beam search over a small recurrent decoder, compiled as one jitted scan."""
