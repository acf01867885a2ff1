from .encoder import RopeEncoder
from .pooled import PooledMLP
