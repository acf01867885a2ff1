from .initial import sample_initial_conditions

__all__ = ["sample_initial_conditions"]
