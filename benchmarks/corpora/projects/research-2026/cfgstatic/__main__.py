from . import config, train, utils

if __name__ == "__main__":
    cfg = config.RunConfig()
    params = train.run(cfg)
    print(f"{utils.count_params(params)} parameters, weight norm {utils.tree_l2(params):.3f}")
    print(f"held-out accuracy {train.evaluate(params, cfg):.3f}")
