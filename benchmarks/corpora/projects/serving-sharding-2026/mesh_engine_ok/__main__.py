import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

from . import config, engine, mesh_utils, model, telemetry


def main() -> None:
    cfg = config.ModelConfig()
    mcfg = config.MeshConfig()
    scfg = config.ServeConfig()
    mesh = mesh_utils.make_mesh(mcfg)
    print(f"mesh: {dict(mesh.shape)}")

    eng = engine.ServingEngine(cfg, scfg, mesh, model.init(cfg, seed=0))
    for line in mesh_utils.describe(eng.params):
        print("  " + line)

    requests = [[5, 9, 13], [7, 7, 7, 7, 7], [100, 3]]
    for req, out in zip(requests, eng.complete(requests)):
        print(f"{req} -> {out}")

    stats = telemetry.summary()
    print("telemetry:", {k: round(v, 4) for k, v in stats.items()})


if __name__ == "__main__":
    main()
