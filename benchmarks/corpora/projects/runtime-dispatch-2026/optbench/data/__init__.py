from .starts import starting_points

__all__ = ["starting_points"]
