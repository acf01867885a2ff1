from .objectives import OBJECTIVES, global_minimum

__all__ = ["OBJECTIVES", "global_minimum"]
