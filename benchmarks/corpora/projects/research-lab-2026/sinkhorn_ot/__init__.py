"""Entropic optimal transport between point clouds with annealed log-domain Sinkhorn."""
