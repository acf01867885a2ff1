from .systems import SYSTEMS, System

__all__ = ["SYSTEMS", "System"]
