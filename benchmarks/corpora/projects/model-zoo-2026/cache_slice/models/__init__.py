from .decoder import Decoder, init_cache
