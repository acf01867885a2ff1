from .mlp import init_mlp, apply_mlp

__all__ = ["init_mlp", "apply_mlp"]
