# Warning and sanitizer flags, each given only to the compilers that know it: GCC and clang
# share the -W family below and the sanitizers. A GCC-only or clang-only warning goes under
# its own CMAKE_CXX_COMPILER_ID check, so that a clang build (the fuzz build) never sees a
# GCC-only flag and vice versa.

set(SHARDSCOPE_GNU_LIKE OFF)
if(CMAKE_CXX_COMPILER_ID MATCHES "^(GNU|Clang|AppleClang)$")
    set(SHARDSCOPE_GNU_LIKE ON)
endif()

if(SHARDSCOPE_GNU_LIKE)
    add_compile_options(-Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
elseif(MSVC)
    # The sources and the translations' string literals are UTF-8.
    add_compile_options(/W4 /utf-8)
endif()

if(SHARDSCOPE_SANITIZE)
    if(NOT SHARDSCOPE_GNU_LIKE)
        message(FATAL_ERROR "SHARDSCOPE_SANITIZE needs GCC or clang (this is ${CMAKE_CXX_COMPILER_ID})")
    endif()
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

if(SHARDSCOPE_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "SHARDSCOPE_FUZZ needs clang for libFuzzer (this is ${CMAKE_CXX_COMPILER_ID}): "
                        "configure with -DCMAKE_CXX_COMPILER=clang++")
endif()
