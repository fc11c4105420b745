#!/usr/bin/env bash
# Builds the libFuzzer targets (template parser, PNG reader, Interface Builder reader, constraint solver, bezel.yml reader, report merge's
# JSON) with swiftc directly — only the modules each needs, instrumented with -sanitize=fuzzer,address — and runs each
# for a fixed number of inputs.
#   Tests/Fuzz/fuzz.sh [RUNS] [TARGET...]     RUNS defaults to 10000; TARGET is template, png, interfacebuilder, solver, config
#                                             and/or merge (config and merge need the Project and Reports modules
#                                             and most of the package: their first build takes several minutes)
# Environment: FUZZ_BUILD (build folder, default .build-fuzz), FUZZ_TIMEOUT (seconds per input, default 10),
# FUZZ_JOBS (libFuzzer -jobs, default unset: one process in the foreground).
# New interesting inputs go to $FUZZ_BUILD/corpus/<target>; a crash, leak or timeout writes
# $FUZZ_BUILD/artifacts/<target>/crash-… (or leak-…, timeout-…) and makes this script fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
runs=${1:-10000}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(template png interfacebuilder solver config merge)
build=${FUZZ_BUILD:-$root/.build-fuzz}
timeout=${FUZZ_TIMEOUT:-10}
mkdir -p "$build/modules"

# One -package-name for every module, as SwiftPM passes: the modules reach each other's `package` declarations.
swift_flags=(-swift-version 6 -O -enable-testing -parse-as-library -sanitize=fuzzer,address -package-name Bezel -I "$build/modules"
             -Xcc -I/usr/include/libpng16 -Xcc -I/usr/include/libxml2 -Xcc -I/usr/include/freetype2)

# A module map for the shim's header (SwiftPM writes one for the package build; here we write our own).
cat > "$build/modules/PNGShim.modulemap" <<MAP
module PNGShim {
    header "$root/Sources/PNGShim/include/PNGShim.h"
    export *
}
MAP
module_maps=(-Xcc -fmodule-map-file="$root/Sources/CYAML/module.modulemap"
             -Xcc -fmodule-map-file="$root/Sources/CPNG/module.modulemap"
             -Xcc -fmodule-map-file="$root/Sources/CXML2/module.modulemap"
             -Xcc -fmodule-map-file="$root/Sources/CFreeType/module.modulemap"
             -Xcc -fmodule-map-file="$root/Sources/CISAL/module.modulemap"
             -Xcc -fmodule-map-file="$build/modules/PNGShim.modulemap")

# One Swift module of the package as a static library, rebuilt when one of its sources or one of the
# modules built before it for this target (they come in dependency order) is newer than it.
built_before=()
module() {
    local name=$1 library="$build/modules/lib$1.a"
    local sources=() stale=0
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$root/Sources/$name" -name '*.swift' -print0 | sort -z)
    if [[ ! -f $library ]] || [[ -n $(find "$root/Sources/$name" -name '*.swift' -newer "$library" -print -quit) ]]; then stale=1; fi
    for earlier in "${built_before[@]}"; do [[ $earlier -nt $library ]] && stale=1; done
    built_before+=("$library")
    ((stale)) || return 0
    echo "fuzz: compiling $name" >&2
    swiftc "${swift_flags[@]}" "${module_maps[@]}" -module-name "$name" -emit-module \
        -emit-module-path "$build/modules/$name.swiftmodule" -emit-library -static -o "$library" "${sources[@]}"
}

shim() {
    local object="$build/modules/PNGShim.o"
    if [[ -f $object && $object -nt $root/Sources/PNGShim/PNGShim.c ]]; then return; fi
    echo "fuzz: compiling PNGShim" >&2
    clang -O1 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/PNGShim/include" -I/usr/include/libpng16 \
        -c "$root/Sources/PNGShim/PNGShim.c" -o "$object"
}

# The shim's encoder half (Bezel's own deflate around PNG chunks), which the PNG reader alone does not need.
encoder_shim() {
    local name
    for name in PNGRowEncoder RowDeflate; do
        local object="$build/modules/$name.o"
        if [[ -f $object && $object -nt $root/Sources/PNGShim/$name.c ]]; then continue; fi
        echo "fuzz: compiling $name" >&2
        clang -O1 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/PNGShim/include" -I/usr/include/libpng16 \
            -c "$root/Sources/PNGShim/$name.c" -o "$object"
    done
}

# Every module Reports needs (Project, which the config target reads with, is below it), in dependency order
# (Package.swift), for the config and merge targets.
batch_modules=(Diagnostics Geometry Hashing FileSystem Devices Constraints AutoLayout InterfaceBuilder Screens Text Layout
               Checks Raster PNG Diff Drawing SVG Render Output Project Run Goldens Reports)
batch() {
    shim
    encoder_shim
    extra_objects=("$build/modules/PNGShim.o" "$build/modules/PNGRowEncoder.o" "$build/modules/RowDeflate.o")
    for name in "${batch_modules[@]}"; do module "$name"; done
}

# link NAME SOURCE MODULES... : the fuzz executable from its entry point and the modules, in build order.
link() {
    local name=$1 source=$2; shift 2
    local libraries=()
    # Static libraries resolve left to right: each after the modules that use it.
    for dependency in "$@"; do libraries=("$build/modules/lib$dependency.a" "${libraries[@]}"); done
    echo "fuzz: linking fuzz-$name" >&2
    swiftc "${swift_flags[@]}" "${module_maps[@]}" -module-name "Fuzz${name^}" "$source" "${libraries[@]}" \
        "${extra_objects[@]}" -use-ld=lld -lyaml -lpng16 -lxml2 -lfreetype -lisal -o "$build/fuzz-$name"
}

status=0
for target in "${targets[@]}"; do
    extra_objects=()
    built_before=()
    case $target in
    template)
        for name in Diagnostics Geometry FileSystem Devices Constraints AutoLayout InterfaceBuilder Screens; do module "$name"; done
        link template "$root/Tests/Fuzz/FuzzTemplate.swift" Diagnostics Geometry FileSystem Devices Constraints AutoLayout InterfaceBuilder Screens
        seeds=("$root/Templates" "$root/Tests/ScreensTests/Fixtures" "$root/Tests/Corpus/templates")
        options=(-dict="$root/Tests/Fuzz/template.dict" -max_len=4096)
        ;;
    png)
        for name in Diagnostics Geometry FileSystem Raster; do module "$name"; done
        shim
        encoder_shim
        extra_objects=("$build/modules/PNGShim.o" "$build/modules/PNGRowEncoder.o" "$build/modules/RowDeflate.o")
        module PNG
        link png "$root/Tests/Fuzz/FuzzPNG.swift" Diagnostics Geometry FileSystem Raster PNG
        seeds=("$root/Tests/PNGTests/Fixtures" "$root/Tests/DiffTests/Fixtures/pixelmatch")
        options=(-dict="$root/Tests/Fuzz/png.dict" -max_len=4096)
        ;;
    interfacebuilder)
        for name in Diagnostics Geometry InterfaceBuilder; do module "$name"; done
        link interfacebuilder "$root/Tests/Fuzz/FuzzInterfaceBuilder.swift" Diagnostics Geometry InterfaceBuilder
        seeds=("$root/Tests/InterfaceBuilderTests/Fixtures")
        # Real documents run to tens of kilobytes; 16 KiB lets the fuzzer keep whole scenes.
        options=(-dict="$root/Tests/Fuzz/interfacebuilder.dict" -max_len=16384)
        ;;
    solver)
        module Constraints
        link solver "$root/Tests/Fuzz/FuzzSolver.swift" Constraints
        seeds=()
        # A program of a few hundred calls: a scene's worth of constraints among eight variables.
        options=(-max_len=512)
        ;;
    config)
        batch
        link config "$root/Tests/Fuzz/FuzzConfig.swift" "${batch_modules[@]}"
        seeds=("$root/Tests/Corpus/config")
        options=(-dict="$root/Tests/Fuzz/config.dict" -max_len=4096)
        ;;
    merge)
        batch
        link merge "$root/Tests/Fuzz/FuzzMerge.swift" "${batch_modules[@]}"
        # Seeds: the committed shard folders' manifests and reports, each led by the byte that says which.
        seeds=("$build/seeds/merge")
        mkdir -p "$build/seeds/merge"
        for file in "$root"/Tests/Corpus/merge/*/manifest.json "$root"/Tests/Corpus/merge/*/report.json; do
            [[ -f $file ]] || continue
            lead=R; [[ $file == */manifest.json ]] && lead=M
            { printf %s "$lead"; cat "$file"; } > "$build/seeds/merge/$(basename "$(dirname "$file")")-$(basename "$file")"
        done
        options=(-dict="$root/Tests/Fuzz/merge.dict" -max_len=8192)
        ;;
    *)
        echo "fuzz: unknown target '$target' (template, png, interfacebuilder, solver, config, merge)" >&2
        exit 2
        ;;
    esac
    work="$build/corpus/$target" artifacts="$build/artifacts/$target"
    mkdir -p "$work" "$artifacts"
    existing=()
    for folder in "${seeds[@]}" "$root/Tests/Fuzz/crashes/$target"; do [[ -d $folder ]] && existing+=("$folder"); done
    echo "fuzz: running fuzz-$target for $runs inputs" >&2
    jobs=()
    [[ -n ${FUZZ_JOBS:-} ]] && jobs=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
    started=$(date +%s)
    # The merge target writes its shard and output folders here; removed after the run.
    export BEZEL_FUZZ_SCRATCH="$build/scratch/$target"
    mkdir -p "$BEZEL_FUZZ_SCRATCH"
    # detect_leaks: a leak in the decoder or the parser fails the run like a crash does.
    # Swift's own backtracer under ASan misreports a fatalError as a stack-buffer-underflow and can hang: off.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 "$build/fuzz-$target" "${options[@]}" "${jobs[@]}" \
        -runs="$runs" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$work" "${existing[@]}"; then
        echo "fuzz: fuzz-$target: $runs inputs, no crash, leak or timeout, $(( $(date +%s) - started )) s" >&2
    else
        echo "fuzz: fuzz-$target FAILED; see $artifacts" >&2
        status=1
    fi
    rm -rf "$BEZEL_FUZZ_SCRATCH"
done
exit $status
