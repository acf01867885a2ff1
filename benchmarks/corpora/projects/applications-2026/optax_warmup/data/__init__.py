from .reviews import ReviewGenerator
