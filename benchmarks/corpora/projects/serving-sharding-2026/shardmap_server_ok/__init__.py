"""Tensor-parallel generation: shard_map'd MLP blocks over a (data, model) mesh."""
