from .config import AcquisitionConfig, LoopConfig
from .loop import run


def main():
    loop_cfg = LoopConfig()
    for kind in ("ucb", "ei"):
        regrets = run(loop_cfg, AcquisitionConfig(kind=kind))
        print(f"[{kind}] final simple regret {regrets[-1]:.4f}")


if __name__ == "__main__":
    main()
