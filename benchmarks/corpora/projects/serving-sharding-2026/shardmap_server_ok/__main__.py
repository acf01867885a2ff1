import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax

from . import config, engine, mesh, server


def main() -> None:
    cfg = config.ModelConfig()
    mcfg = config.MeshConfig()
    gcfg = config.GenConfig()
    if jax.device_count() < mcfg.data * mcfg.model:
        raise SystemExit("not enough devices for the mesh")
    device_mesh = mesh.build(mcfg)
    eng = engine.Engine(cfg, device_mesh, engine.init_params(cfg, seed=0))
    print("unembed sharding:", eng.params["unembed"].sharding.spec)

    srv = server.Server(eng, gcfg)
    requests = [server.Request(i, p) for i, p in enumerate(["shard me", "map over", "the mesh"])]
    for resp in srv.handle(requests):
        print(f"#{resp.uid}: {resp.num_tokens:2d} tokens {resp.text!r}")


if __name__ == "__main__":
    main()
