from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MoEConfig:
    vocab_size: int = 32
    seq_len: int = 12
    d_model: int = 32
    d_expert: int = 64
    n_experts: int = 4
    top_k: int = 2
    n_layers: int = 1
    n_classes: int = 4
    aux_weight: float = 1e-2
    batch_size: int = 32
    learning_rate: float = 3e-3
    n_steps: int = 40
    seed: int = 0
