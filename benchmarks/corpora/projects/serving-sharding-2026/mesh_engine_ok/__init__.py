"""Greedy completion server with parameters sharded over a (data, model) device mesh."""
