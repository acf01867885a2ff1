"""Summaries of a batch, reduced by a jitted function another module defines."""
