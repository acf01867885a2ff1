"""Soft contact forces between beads built on a softplus with a hand-written custom_jvp rule."""
