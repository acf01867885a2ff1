from . import train, utils
from .config import cfg


if __name__ == "__main__":
    params = train.fit(cfg)
    print("eval", train.evaluate(params, cfg))
    print(f"weights {utils.tree_size(params)} norm {utils.tree_l2(utils.host_snapshot(params)):.3f}")
