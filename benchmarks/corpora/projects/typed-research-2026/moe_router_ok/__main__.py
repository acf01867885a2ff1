from __future__ import annotations

from moe_router_ok.config import MoEConfig
from moe_router_ok.train import run


def main() -> None:
    run(MoEConfig())


if __name__ == "__main__":
    main()
