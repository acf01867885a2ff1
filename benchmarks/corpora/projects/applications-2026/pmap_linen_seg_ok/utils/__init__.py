from .parallel import replicate, unreplicate, shard
